import type { ReactNode } from 'react';
import { layoutMessages } from './messages.js';
import '../../shared/plain-ui/plain-theme.css';
import './headless-frame.css';

/**
 * A centred card under the product's name, for sign-in and the pages around it. Drawn without MUI:
 * it is the frame of the first screen of a visitor, which loads no MUI (issue 19); the MUI screens
 * of the headless routes render inside it.
 */
export function HeadlessFrame({ children }: { children: ReactNode }) {
  return (
    <main className="headless-frame">
      <div className="headless-card">
        <p className="headless-product-name">{layoutMessages.productName}</p>
        {children}
      </div>
    </main>
  );
}
