/**
 * Spec 01 §4 and §9: signing out clears local storage and session storage, so nothing a user left
 * in this browser reaches the next person. The spec keeps two keys of its hosted backend's client
 * (its persisted session); this app keeps the session in an httpOnly cookie and stores nothing the
 * next visitor needs, so everything goes.
 */
export function clearBrowserStorage(): void {
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[storage].clear();
    } catch {
      // Storage the browser denies (privacy settings) holds nothing of ours either.
    }
  }
}
