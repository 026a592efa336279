/**
 * The one shape of every status machine in this folder (inquiry, offer, booking, listing request):
 * each action that changes a status is named once, with the statuses it may start from and the one
 * it leads to. Services ask `assertTransition` on the row they hold locked, inside the transaction
 * that writes it; screens ask `canTransition` (through each machine's `can…`) to decide which buttons
 * to show. What an action does without changing the status (editing, deleting, booking an offer) is
 * not a transition: each machine lists the statuses that allow it next to its table.
 */
export type Transition<S extends string> = { readonly from: readonly S[]; readonly to: S };

/** A machine: every action of `A`, keyed by its name, is one transition between statuses of `S`. */
export type Machine<A extends string, S extends string> = { readonly [action in A]: Transition<S> };

export function canTransition<A extends string, S extends string>(machine: Machine<A, S>, action: NoInfer<A>, from: NoInfer<S>): boolean {
  return machine[action].from.includes(from);
}

/**
 * `canTransition` bound to one machine: what each machine exports as its `can…` (`canBooking`,
 * `canReceipt`), so screens ask about a status without naming the machine's table.
 */
export function canOf<A extends string, S extends string>(machine: Machine<A, S>): (action: A, status: S) => boolean {
  return (action, status) => canTransition(machine, action, status);
}

/**
 * The status `action` leads to from `from`. When the machine refuses, throws what `refuse` makes: each
 * service answers a refused transition with its own error (the HTTP answer it has always given).
 */
export function assertTransition<A extends string, S extends string>(
  machine: Machine<A, S>,
  action: NoInfer<A>,
  from: NoInfer<S>,
  refuse: () => Error,
): S {
  if (!canTransition(machine, action, from)) throw refuse();
  return machine[action].to;
}
