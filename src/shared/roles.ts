// Kept free of zod so the route guard can use it without pulling zod into the first page load.
export const ROLES = ['customer', 'warehouse_owner', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** How the spec shows role names on screen ("Warehouse Owner"); translated like every label map (decision 233). */
export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  warehouse_owner: 'Warehouse Owner',
  administrator: 'Administrator',
};

/** Access is granted when the user holds any one of the required roles. */
export function hasAnyRole(userRoles: readonly string[], required: readonly Role[]): boolean {
  return required.length === 0 || required.some((role) => userRoles.includes(role));
}
