import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './plain-theme.css';
import './plain-controls.css';

/**
 * The controls of the screens drawn without MUI (sign-in and account recovery, the first screen of
 * a visitor: issue 19 keeps it under 120 kB of JavaScript), in the look of the MUI theme's. Every
 * other screen uses MUI through packages/ui.
 */

export function PlainStack({ children }: { children: ReactNode }) {
  return <div className="plain-stack">{children}</div>;
}

/** A labelled text input, as MUI's TextField names it (the asterisk of a required field hidden). */
export function PlainTextField({
  label,
  name,
  type,
  autoComplete,
  isRequired = false,
  hasAutoFocus = false,
}: {
  label: string;
  name: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  isRequired?: boolean;
  hasAutoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className="plain-field">
      <label htmlFor={id}>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={isRequired}
        // The first field of the only form on the screen, as MUI's TextField autoFocus did.
        autoFocus={hasAutoFocus}
      />
    </div>
  );
}

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  /** `contained` for the form's main action, `text` (the default) for the others. */
  variant?: 'contained' | 'text';
};

export function PlainButton({ variant = 'text', type = 'button', ...props }: PlainButtonProps) {
  const className =
    variant === 'contained' ? 'plain-button plain-button-contained' : 'plain-button';
  return <button {...props} type={type} className={className} />;
}

/** A message in a coloured box; role `alert` (MUI Alert's default), so that it is read at once. */
export function PlainAlert({
  severity,
  title,
  children,
  testId,
}: {
  severity: 'error' | 'warning' | 'success';
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div role="alert" className={`plain-alert plain-alert-${severity}`} data-testid={testId}>
      {title !== undefined && <p className="plain-alert-title">{title}</p>}
      {children}
    </div>
  );
}

/** The title of the screen (h1), in the size of the MUI theme's h6. */
export function PlainHeading({ children }: { children: ReactNode }) {
  return <h1 className="plain-heading">{children}</h1>;
}

export function PlainText({ children }: { children: ReactNode }) {
  return <p className="plain-text">{children}</p>;
}
