import type { MessageDescriptor } from '@lingui/core';
import type { Mutation, MutationMeta } from '@tanstack/react-query';
import type { NoticeSender } from '@web/components/ui/notice';
import { errorMessage } from './error-message';
import { i18n } from './i18n';

/**
 * What an action says when it is done, declared once beside its request in the feature's api file
 * (`meta: outcomeNotices({ success: 'Space blocked' })`) and sent by the query client's mutation
 * cache, the one place that shows them (docs/decisions/209-notices-after-actions.md).
 * - success: the outcome, unless the page already says it where the user is looking (a text, or a
 *   function of the answer and the variables; null says nothing this time).
 * - failure: for an action with no inline error place of its own (a row action, a switch): the
 *   server's message, or this text when there is none to show.
 * A text may be a message descriptor (`msg` from @lingui/core/macro): it is read when the notice is
 * sent, in the language shown then.
 */
type NoticeText = string | MessageDescriptor;

type OutcomeNotices<Data, Variables> = {
  success?: NoticeText | ((data: Data, variables: Variables) => string | null);
  failure?: NoticeText;
};

function textOf(text: NoticeText): string {
  return typeof text === 'string' ? text : i18n._(text);
}

type LooseOutcomeNotices = OutcomeNotices<unknown, unknown>;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { notices?: LooseOutcomeNotices };
  }
}

/** A mutation's `meta` with its outcome notices, typed against its answer and variables. */
export function outcomeNotices<Data, Variables = void>(notices: OutcomeNotices<Data, Variables>): MutationMeta {
  // The cache stores meta untyped; sendOutcomeNotice hands each function the mutation's own data and variables.
  return { notices: notices as LooseOutcomeNotices };
}

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

/** The mutation cache's callbacks that send a finished mutation's notice to `notices`. */
export function outcomeNoticeHandlers(notices: NoticeSender) {
  return {
    onSuccess: (data: unknown, variables: unknown, _context: unknown, mutation: AnyMutation) => {
      const success = mutation.meta?.notices?.success;
      const text = typeof success === 'function' ? success(data, variables) : success;
      if (text) notices.success(textOf(text));
    },
    onError: (error: unknown, _variables: unknown, _context: unknown, mutation: AnyMutation) => {
      const failure = mutation.meta?.notices?.failure;
      if (failure) notices.failure(errorMessage(error, textOf(failure)));
    },
  };
}
