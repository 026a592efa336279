/**
 * An e-mail address that never breaks mid-word: it may wrap only just before the "@" (and, as a last
 * resort on a very narrow screen, between words of its domain), and the whole address is in its title.
 * A table column therefore never narrows below the longer half ("trader@demo.24w / m.eu" was the bug).
 * An address is written left to right and never translated, whatever the page's language.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span title={email} dir="ltr" translate="no" className={`break-words ${className}`.trim()}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
