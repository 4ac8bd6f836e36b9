import type { ReactNode } from 'react';
import type { Action, AppAbility, SubjectName } from '../ability.js';
import type { CampaignSubject, WorkspaceSubject } from '../membership.js';
import { useAbility } from './ability-context.js';

/** What is asked: a kind of subject (`a="Pdf"`), or an instance (`this={campaignSubject(c)}`). */
type CanQuestion =
  | { I: Action; a: SubjectName; this?: never }
  | { I: Action; this: CampaignSubject | WorkspaceSubject; a?: never };

export type CanProps = CanQuestion & {
  /** Show the children when the right is refused instead. */
  not?: boolean;
  /** Always render, and let a function child decide from `isAllowed`. */
  passThrough?: boolean;
  children: ReactNode | ((state: { isAllowed: boolean; ability: AppAbility }) => ReactNode);
};

/**
 * Renders its children only when the user has the right, as in @casl/react:
 * `<Can I="export" a="Pdf">…</Can>`, `<Can I="read" this={campaignSubject(campaign)}>…</Can>`.
 */
export function Can(props: CanProps) {
  const ability = useAbility();
  const subject = props.a ?? props.this;
  const isAllowed = ability.can(props.I, subject) !== (props.not ?? false);
  if (!isAllowed && props.passThrough !== true) return null;
  return typeof props.children === 'function'
    ? props.children({ isAllowed, ability })
    : props.children;
}
