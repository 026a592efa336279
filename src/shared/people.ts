/** How a person is named to others: first and last name, or their e-mail before they gave a name (decision 204's name step). */
export function personName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}
