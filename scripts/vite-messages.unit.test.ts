import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, GENERIC_MESSAGES } from '../src/shared/errors';
import { TEXT_TEMPLATES } from '../src/shared/errors/templates';
import { PRICING_TYPE_LABELS } from '../src/shared/pricing';
import { BOOKING_STATUS_LABELS } from '../src/shared/statuses/booking';
import { sharedTextId } from '../src/shared/text-ids';
import { transformMessages } from './vite-messages';

const WEB_FILE = path.join(import.meta.dirname, '..', 'src', 'web', 'features', 'example', 'page.tsx');

async function transformed(code: string, isBuild: boolean): Promise<string> {
  return (await transformMessages(code, WEB_FILE, isBuild))!.code;
}

describe('the web build’s messages (decision 231)', () => {
  it('compiles the English of a macro in a build, so English needs no catalogue', async () => {
    const code = await transformed("import { Trans } from '@lingui/react/macro';\nexport const A = ({ city }: { city: string }) => <Trans>Warehouses in {city}</Trans>;", true);
    expect(code).toMatch(/message: \["Warehouses in ", \["city"\]\]/);
    expect(code).toContain('@web/lib/i18n-react');
  });

  it('keeps the English message as written outside a build, where Lingui compiles it as used', async () => {
    const code = await transformed("import { useLingui } from '@lingui/react/macro';\nexport function A() { const { t } = useLingui(); return t`Sign Out`; }", false);
    expect(code).toContain('message: "Sign Out"');
  });
});

describe('the shared catalogue in web code (decision 233)', () => {
  it('wraps each read with the id of its text, and a text built from values with the ids of its templates', async () => {
    const code = await transformed(
      "import { AUTH_MESSAGES, RELEASE_MESSAGES, roleMissingMessage } from '@shared/errors';\nexport const a = AUTH_MESSAGES.notAuthenticated;\nexport const b = roleMissingMessage(['administrator']);\nexport const c = RELEASE_MESSAGES.quantityNotAvailable('2', 'pallets');",
      false,
    );
    const ids = (templates: readonly string[]) => templates.map((template) => `"${sharedTextId(template)}"`).join(', ');
    expect(code).toContain(`_sharedText(AUTH_MESSAGES.notAuthenticated, "${sharedTextId(AUTH_MESSAGES.notAuthenticated)}")`);
    expect(code).toContain(`_sharedText(roleMissingMessage(['administrator']), [${ids(TEXT_TEMPLATES.roleMissingMessage)}])`);
    expect(code).toContain(`_sharedText(RELEASE_MESSAGES.quantityNotAvailable('2', 'pallets'), [${ids(TEXT_TEMPLATES['RELEASE_MESSAGES.quantityNotAvailable'])}])`);
    expect(code).toMatch(/import \{ sharedText as _sharedText \} from "@web\/lib\/shared-texts"/);
  });

  it('leaves comparisons, whose English is compared with the server’s, and types alone', async () => {
    const code = await transformed(
      "import { GENERIC_MESSAGES } from '@shared/errors';\ntype T = typeof GENERIC_MESSAGES;\nexport const same = (text: string) => text === GENERIC_MESSAGES.validation;",
      false,
    );
    expect(code).toContain('text === GENERIC_MESSAGES.validation');
    expect(code).not.toContain('_sharedText');
    expect(GENERIC_MESSAGES.validation).toBeTypeOf('string');
  });
});

describe('the label maps shared with the server (decision 233)', () => {
  it('hands a map on with its texts translated, and a read by key with the ids of every text it may give', async () => {
    const code = await transformed(
      "import { BOOKING_STATUS_LABELS, type BookingStatus } from '@shared/statuses/booking';\nimport { PRICING_TYPE_LABELS } from '@shared/pricing';\nexport const all = BOOKING_STATUS_LABELS;\nexport const one = (status: BookingStatus) => BOOKING_STATUS_LABELS[status];\nexport const fixed = PRICING_TYPE_LABELS.per_unit;",
      false,
    );
    const ids = Object.values(BOOKING_STATUS_LABELS).map((text) => `"${sharedTextId(text)}"`).join(', ');
    expect(code).toContain(`_sharedLabels(BOOKING_STATUS_LABELS, [${ids}])`);
    expect(code).toContain(`_sharedText(BOOKING_STATUS_LABELS[status], [${ids}])`);
    expect(code).toContain(`_sharedText(PRICING_TYPE_LABELS.per_unit, "${sharedTextId(PRICING_TYPE_LABELS.per_unit)}")`);
  });

  it('leaves the rest of those modules alone: codes and rules are not texts', async () => {
    const code = await transformed("import { BOOKING_STATUSES } from '@shared/statuses/booking';\nexport const codes = BOOKING_STATUSES;", false);
    expect(code).not.toContain('_shared');
  });
});
