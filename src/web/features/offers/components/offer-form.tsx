import { MessageSquareWarning, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { OfferDetail, OfferFormContext, SaveOfferBody } from '@shared/contracts/offers';
import { formatDate, formatDateRange } from '@shared/dates';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { centsToEuroInput, formatCents, parseMoneyInput } from '@shared/money';
import {
  computeOfferTotals,
  isCountedPricingType,
  isFeeConsistent,
  offerFormPricingTypes,
  type OfferPricingType,
  type OfferServiceLine,
  percentageFromFeeCents,
  readServiceQuantity,
  serviceQuantityError,
} from '@shared/offer-pricing';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { formatSize, parseSizeInput } from '@shared/sizes';
import { canOffer } from '@shared/statuses/offer';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { errorMessage } from '@web/lib/form-errors';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';

type SpaceRow = { key: string; spaceId: string; allocated: string; price: string; comments: string };
type ServiceRow = {
  key: string;
  serviceId: string;
  pricingType: OfferPricingType;
  quantity: string;
  price: string;
  unitType: string;
  comments: string;
};
type TermRow = { key: string; termType: string; description: string };
type Errors = Record<string, string>;

let keyCounter = 0;
const nextKey = () => `row-${++keyCounter}`;


/** The price a service line's pricing type uses, in cents. */
function priceOf(line: { pricingType: OfferPricingType; pricePerHourCents: number | null; pricePerUnitCents: number | null; fixedPriceCents: number | null }) {
  if (line.pricingType === 'hourly_rate') return line.pricePerHourCents;
  if (line.pricingType === 'per_unit') return line.pricePerUnitCents;
  if (line.pricingType === 'fixed') return line.fixedPriceCents;
  return null;
}

const PRICE_LABELS: Record<OfferPricingType, string> = {
  hourly_rate: 'Price per hour (€)',
  per_unit: 'Price per unit (€)',
  fixed: 'Fixed price (€)',
  ask_quote: 'Price (€)',
};

function initialSpaceRows(context: OfferFormContext, offer: OfferDetail | undefined): SpaceRow[] {
  if (offer) {
    return offer.spaces.map((line) => ({
      key: nextKey(),
      // A space removed from the warehouse since must be chosen again.
      spaceId: line.spaceId && context.spaces.some((space) => space.id === line.spaceId) ? line.spaceId : '',
      allocated: String(line.spaceAllocatedM2),
      price: centsToEuroInput(line.pricePerM2Cents),
      comments: line.comments,
    }));
  }
  // A new offer starts from the inquiry's requests: the first space of each requested type, at its list price.
  return context.inquiry.spaceRequests.flatMap((request) => {
    const space = context.spaces.find((candidate) => candidate.spaceTypeId === request.spaceTypeId);
    return space ? [{ key: nextKey(), spaceId: space.id, allocated: String(request.sizeM2), price: centsToEuroInput(space.pricePerM2Cents), comments: '' }] : [];
  });
}

function initialServiceRows(offer: OfferDetail | undefined): ServiceRow[] {
  return (offer?.services ?? []).map((line) => ({
    key: nextKey(),
    serviceId: line.serviceId,
    pricingType: line.pricingType,
    quantity: line.quantity === null ? '' : String(line.quantity),
    price: centsToEuroInput(priceOf(line)),
    unitType: line.unitType ?? '',
    comments: line.comments,
  }));
}

/** Spec 02 section 9: a new service line is hourly, quantity 1, unit hour. */
function newServiceRow(context: OfferFormContext): ServiceRow {
  const serviceId = context.inquiry.requestedServiceIds[0] ?? context.services[0]?.id ?? '';
  return { key: nextKey(), serviceId, pricingType: 'hourly_rate', quantity: '1', price: '', unitType: 'hour', comments: '' };
}

/** A visually hidden row number, so every input of a repeated line has its own accessible name. */
function Numbered({ label, index }: { label: string; index: number }) {
  return (
    <>
      {label}
      <span className="sr-only"> {index + 1}</span>
    </>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export type OfferFormProps = {
  context: OfferFormContext;
  /** Editing: the offer whose values fill the form. */
  offer?: OfferDetail;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * The administrator's offer form, for creating and editing (spec 02 sections 2, 5 and 9). Every
 * figure is computed live with the same shared functions the server prices the offer with.
 */
export function OfferForm({ context, offer, onSaved, onCancel }: OfferFormProps) {
  const isEditing = offer !== undefined;
  const [spaceRows, setSpaceRows] = useState<SpaceRow[]>(() => initialSpaceRows(context, offer));
  const [serviceRows, setServiceRows] = useState<ServiceRow[]>(() => initialServiceRows(offer));
  const [termRows, setTermRows] = useState<TermRow[]>(() =>
    (offer?.terms ?? []).map((term) => ({ key: nextKey(), termType: term.termType, description: term.description })),
  );
  const [notes, setNotes] = useState(offer?.notes ?? '');
  const [validUntil, setValidUntil] = useState(offer?.validUntil ?? context.defaultValidUntil);
  const [feePercentage, setFeePercentage] = useState(String(offer?.platformFeePercentage ?? context.defaultPlatformFeePercentage));
  // The fee amount as typed; null while it follows the percentage.
  const [feeAmountInput, setFeeAmountInput] = useState<string | null>(() =>
    offer ? centsToEuroInput(offer.platformFeeCents) : null,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitErrorRef = useRef<HTMLDivElement>(null);
  const createOffer = useCreateOffer();
  const updateOffer = useUpdateOffer();
  const isPending = createOffer.isPending || updateOffer.isPending;
  const ids = useId();

  const spaceById = new Map(context.spaces.map((space) => [space.id, space]));
  const serviceNames = new Map(context.services.map((service) => [service.id, service.name]));

  // Live figures: unreadable inputs count as 0 until the administrator fixes them.
  const parsedSpaces = spaceRows.map((row) => ({
    pricePerM2Cents: parseMoneyInput(row.price) ?? 0,
    spaceAllocatedM2: parseSizeInput(row.allocated) ?? 0,
  }));
  const parsedServices: OfferServiceLine[] = serviceRows.map((row) => {
    const price = parseMoneyInput(row.price);
    const quantity = readServiceQuantity(row.quantity);
    return {
      pricingType: row.pricingType,
      quantity,
      pricePerHourCents: row.pricingType === 'hourly_rate' ? price : null,
      pricePerUnitCents: row.pricingType === 'per_unit' ? price : null,
      fixedPriceCents: row.pricingType === 'fixed' ? price : null,
    };
  });
  const percentage = parseSizeInput(feePercentage);
  const validPercentage = percentage !== null && percentage <= 100 ? percentage : null;
  const base = computeOfferTotals({
    days: context.inquiry.days,
    spaces: parsedSpaces,
    services: parsedServices,
    platformFeePercentage: validPercentage ?? 0,
  });
  const typedFeeCents = feeAmountInput === null ? null : parseMoneyInput(feeAmountInput);
  const keepsTypedFee =
    typedFeeCents !== null && validPercentage !== null && isFeeConsistent(base.subtotalCents, validPercentage, typedFeeCents);
  const feeCents = keepsTypedFee ? typedFeeCents : base.platformFeeCents;
  const totalCents = base.subtotalCents + feeCents;

  /** Any change to the lines makes the fee follow the percentage again. */
  function changeLines(change: () => void) {
    change();
    setFeeAmountInput(null);
  }

  function updateSpace(index: number, patch: Partial<SpaceRow>) {
    changeLines(() => setSpaceRows((rows) => rows.map((row, position) => (position === index ? { ...row, ...patch } : row))));
  }
  function updateService(index: number, patch: Partial<ServiceRow>) {
    changeLines(() => setServiceRows((rows) => rows.map((row, position) => (position === index ? { ...row, ...patch } : row))));
  }
  function updateTerm(index: number, patch: Partial<TermRow>) {
    setTermRows((rows) => rows.map((row, position) => (position === index ? { ...row, ...patch } : row)));
  }

  function onPercentageChange(value: string) {
    setFeePercentage(value);
    setFeeAmountInput(null);
  }

  function onFeeAmountChange(value: string) {
    setFeeAmountInput(value);
    const cents = parseMoneyInput(value);
    const fromAmount = cents === null ? null : percentageFromFeeCents(base.subtotalCents, cents);
    if (fromAmount !== null) setFeePercentage(String(fromAmount));
  }

  function validate(): Errors {
    const found: Errors = {};
    spaceRows.forEach((row, index) => {
      if (!spaceById.has(row.spaceId)) found[`spaces.${index}.spaceId`] = INQUIRY_MESSAGES.noMatchingSpace;
      if (parseSizeInput(row.allocated) === null) found[`spaces.${index}.allocated`] = 'Please enter a size of 0 or more, with at most two decimals';
      if (parseMoneyInput(row.price) === null) found[`spaces.${index}.price`] = 'Please enter a price of 0 or more';
    });
    serviceRows.forEach((row, index) => {
      if (!serviceNames.has(row.serviceId)) found[`services.${index}.serviceId`] = OFFER_MESSAGES.invalidService;
      const quantityError = serviceQuantityError(row.pricingType, row.quantity);
      if (quantityError) found[`services.${index}.quantity`] = quantityError;
      if (row.pricingType !== 'ask_quote' && parseMoneyInput(row.price) === null) found[`services.${index}.price`] = 'Please enter a price of 0 or more';
    });
    termRows.forEach((row, index) => {
      if (!row.termType.trim()) found[`terms.${index}.termType`] = 'Term type is required';
      if (!row.description.trim()) found[`terms.${index}.description`] = 'Term description is required';
    });
    if (validPercentage === null) found.platformFeePercentage = 'Platform fee must be between 0 and 100';
    if (!validUntil) found.validUntil = 'Valid until is required';
    return found;
  }

  function buildBody(send: boolean): SaveOfferBody {
    return {
      spaces: spaceRows.map((row, index) => {
        const cents = parseMoneyInput(row.price) ?? 0;
        return {
          spaceId: row.spaceId,
          spaceAllocatedM2: parsedSpaces[index]!.spaceAllocatedM2,
          pricePerM2Cents: cents,
          isManualPrice: cents !== spaceById.get(row.spaceId)?.pricePerM2Cents,
          comments: row.comments.trim(),
        };
      }),
      services: serviceRows.map((row, index) => {
        const parsed = parsedServices[index]!;
        return {
          serviceId: row.serviceId,
          pricingType: row.pricingType,
          quantity: parsed.quantity ?? null,
          pricePerHourCents: parsed.pricePerHourCents ?? null,
          pricePerUnitCents: parsed.pricePerUnitCents ?? null,
          fixedPriceCents: parsed.fixedPriceCents ?? null,
          unitType: row.unitType.trim() || null,
          comments: row.comments.trim(),
        };
      }),
      terms: termRows.map((row) => ({ termType: row.termType.trim(), description: row.description.trim() })),
      notes: notes.trim(),
      validUntil,
      platformFeePercentage: validPercentage ?? 0,
      ...(keepsTypedFee ? { platformFeeCents: typedFeeCents } : {}),
      send,
    };
  }

  function submit(send: boolean) {
    const found = validate();
    setErrors(found);
    setSubmitError(null);
    if (Object.keys(found).length > 0) {
      setSubmitError('Please correct the highlighted fields.');
      requestAnimationFrame(() => submitErrorRef.current?.scrollIntoView?.({ block: 'center' }));
      return;
    }
    const body = buildBody(send);
    const fallback = isEditing ? INQUIRY_MESSAGES.updateOfferFailed : send ? OFFER_MESSAGES.sendFailed : OFFER_MESSAGES.saveFailed;
    const options = {
      onSuccess: onSaved,
      onError: (error: unknown) => {
        setSubmitError(errorMessage(error, fallback));
        requestAnimationFrame(() => submitErrorRef.current?.scrollIntoView?.({ block: 'center' }));
      },
    };
    if (offer) updateOffer.mutate({ offerId: offer.id, body }, options);
    else createOffer.mutate({ inquiryId: context.inquiry.id, body }, options);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(false);
  }

  const canSend = !offer || canOffer('send', offer.status);
  const { inquiry } = context;
  const customerName = [inquiry.customer.firstName, inquiry.customer.lastName].filter(Boolean).join(' ') || inquiry.customer.email || 'Customer';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Section title="Inquiry">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">Inquiry</dt>
            <dd className="font-mono font-semibold text-ink">{formatInquiryNumber(inquiry.id)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Customer</dt>
            <dd className="text-ink">
              {customerName}
              {inquiry.customer.email && <span className="block break-all text-ink-muted">{inquiry.customer.email}</span>}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Warehouse</dt>
            <dd className="text-ink">
              {inquiry.warehouse.name}
              <span className="block text-ink-muted">
                {inquiry.warehouse.city}, {inquiry.warehouse.country}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Date Range</dt>
            <dd className="text-ink">
              {formatDateRange(inquiry.startDate, inquiry.endDate)}
              <span className="block text-ink-muted" data-testid="offer-days">
                {inquiry.days} {inquiry.days === 1 ? 'day' : 'days'} charged
              </span>
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">Space requested</dt>
            <dd className="text-ink">
              {inquiry.spaceRequests.length === 0
                ? '—'
                : inquiry.spaceRequests.map((request) => `${request.spaceTypeName} ${formatSize(request.sizeM2)}`).join(', ')}
            </dd>
          </div>
        </dl>
      </Section>

      {offer?.changesRequested && (
        <div role="note" aria-label="Changes requested by the customer" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">Changes requested by the customer</p>
            <p className="mt-1 whitespace-pre-line">{offer.changesRequested}</p>
          </div>
        </div>
      )}

      <Section
        title="Space Allocations"
        action={
          <Button
            variant="secondary"
            size="sm"
            disabled={context.spaces.length === 0}
            onClick={() =>
              changeLines(() =>
                setSpaceRows((rows) => {
                  const first = context.spaces[0]!;
                  return [...rows, { key: nextKey(), spaceId: first.id, allocated: '0', price: centsToEuroInput(first.pricePerM2Cents), comments: '' }];
                }),
              )
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Space Allocation
          </Button>
        }
      >
        {context.spaces.length === 0 && <p className="text-sm text-ink-muted">This warehouse lists no spaces.</p>}
        {spaceRows.length === 0 ? (
          <p className="text-sm text-ink-muted">No space allocations yet.</p>
        ) : (
          <ol className="space-y-4">
            {spaceRows.map((row, index) => {
              const listPrice = spaceById.get(row.spaceId)?.pricePerM2Cents;
              const cents = parseMoneyInput(row.price);
              const isManual = cents !== null && listPrice !== undefined && cents !== listPrice;
              return (
                <li key={row.key} className="rounded-lg border border-line p-4">
                  <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
                    <SelectField
                      label={<Numbered label="Space" index={index} />}
                      value={row.spaceId}
                      error={errors[`spaces.${index}.spaceId`]}
                      onChange={(event) => {
                        const space = spaceById.get(event.target.value);
                        updateSpace(index, { spaceId: event.target.value, ...(space ? { price: centsToEuroInput(space.pricePerM2Cents) } : {}) });
                      }}
                      className="lg:col-span-2"
                    >
                      {row.spaceId === '' && <option value="">Choose a space</option>}
                      {context.spaces.map((space) => (
                        <option key={space.id} value={space.id}>
                          {space.spaceTypeName} · {formatSize(space.sizeM2)} · {formatCents(space.pricePerM2Cents)} per m² per day
                        </option>
                      ))}
                    </SelectField>
                    <TextField
                      label={<Numbered label="Allocated m²" index={index} />}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      value={row.allocated}
                      error={errors[`spaces.${index}.allocated`]}
                      onChange={(event) => updateSpace(index, { allocated: event.target.value })}
                    />
                    <TextField
                      label={<Numbered label="Price per m² per day (€)" index={index} />}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      value={row.price}
                      error={errors[`spaces.${index}.price`]}
                      hint={isManual ? `Manual price (list price ${formatCents(listPrice)})` : 'List price'}
                      onChange={(event) => updateSpace(index, { price: event.target.value })}
                    />
                    <TextField
                      label={<Numbered label="Space comments" index={index} />}
                      value={row.comments}
                      maxLength={2000}
                      onChange={(event) => updateSpace(index, { comments: event.target.value })}
                      className="md:col-span-2 lg:col-span-3"
                    />
                    <LineFooter
                      total={formatCents(base.spaceTotalsCents[index] ?? 0)}
                      testId={`space-total-${index + 1}`}
                      removeLabel={`Remove space allocation ${index + 1}`}
                      onRemove={() => changeLines(() => setSpaceRows((rows) => rows.filter((_, position) => position !== index)))}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Section>

      <Section
        title="Services"
        action={
          <Button
            variant="secondary"
            size="sm"
            disabled={context.services.length === 0}
            onClick={() => changeLines(() => setServiceRows((rows) => [...rows, newServiceRow(context)]))}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Service
          </Button>
        }
      >
        {serviceRows.length === 0 ? (
          <p className="text-sm text-ink-muted">No services yet.</p>
        ) : (
          <ol className="space-y-4">
            {serviceRows.map((row, index) => {
              const isQuote = row.pricingType === 'ask_quote';
              const hasQuantity = isCountedPricingType(row.pricingType);
              return (
                <li key={row.key} className="rounded-lg border border-line p-4">
                  <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
                    <SelectField
                      label={<Numbered label="Service" index={index} />}
                      value={row.serviceId}
                      error={errors[`services.${index}.serviceId`]}
                      onChange={(event) => updateService(index, { serviceId: event.target.value })}
                    >
                      {!serviceNames.has(row.serviceId) && <option value="">Choose a service</option>}
                      {context.services.map((service) => (
                        <option key={service.id} value={service.id}>
                          {service.name}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      label={<Numbered label="Pricing type" index={index} />}
                      value={row.pricingType}
                      onChange={(event) => {
                        const pricingType = event.target.value as OfferPricingType;
                        updateService(index, {
                          pricingType,
                          ...(pricingType === 'hourly_rate' && !row.unitType ? { unitType: 'hour' } : {}),
                        });
                      }}
                    >
                      {offerFormPricingTypes(isEditing, row.pricingType).map((type) => (
                        <option key={type} value={type}>
                          {PRICING_TYPE_LABELS[type]}
                        </option>
                      ))}
                    </SelectField>
                    <TextField
                      label={<Numbered label="Quantity" index={index} />}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={hasQuantity ? row.quantity : ''}
                      disabled={!hasQuantity}
                      error={errors[`services.${index}.quantity`] ?? serviceQuantityError(row.pricingType, row.quantity) ?? undefined}
                      onChange={(event) => updateService(index, { quantity: event.target.value })}
                    />
                    <TextField
                      label={<Numbered label={PRICE_LABELS[row.pricingType]} index={index} />}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      value={isQuote ? '' : row.price}
                      disabled={isQuote}
                      error={errors[`services.${index}.price`]}
                      onChange={(event) => updateService(index, { price: event.target.value })}
                    />
                    <TextField
                      label={<Numbered label="Unit" index={index} />}
                      value={hasQuantity ? row.unitType : ''}
                      disabled={!hasQuantity}
                      maxLength={50}
                      onChange={(event) => updateService(index, { unitType: event.target.value })}
                    />
                    <TextField
                      label={<Numbered label="Service comments" index={index} />}
                      value={row.comments}
                      maxLength={2000}
                      onChange={(event) => updateService(index, { comments: event.target.value })}
                      className="md:col-span-1 lg:col-span-2"
                    />
                    <LineFooter
                      total={isQuote ? 'On request' : formatCents(base.serviceTotalsCents[index] ?? 0)}
                      testId={`service-total-${index + 1}`}
                      removeLabel={`Remove service ${index + 1}`}
                      onRemove={() => changeLines(() => setServiceRows((rows) => rows.filter((_, position) => position !== index)))}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Section>

      <Section
        title="Terms"
        action={
          <Button variant="secondary" size="sm" onClick={() => setTermRows((rows) => [...rows, { key: nextKey(), termType: '', description: '' }])}>
            <Plus aria-hidden="true" className="size-4" />
            Add Term
          </Button>
        }
      >
        {termRows.length === 0 ? (
          <p className="text-sm text-ink-muted">No terms yet.</p>
        ) : (
          <ol className="space-y-4">
            {termRows.map((row, index) => (
              <li key={row.key} className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-[1fr_2fr_auto]">
                <TextField
                  label={<Numbered label="Term type" index={index} />}
                  value={row.termType}
                  maxLength={100}
                  error={errors[`terms.${index}.termType`]}
                  onChange={(event) => updateTerm(index, { termType: event.target.value })}
                />
                <TextField
                  label={<Numbered label="Term description" index={index} />}
                  value={row.description}
                  maxLength={2000}
                  error={errors[`terms.${index}.description`]}
                  onChange={(event) => updateTerm(index, { description: event.target.value })}
                />
                <div className="flex items-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove term ${index + 1}`}
                    onClick={() => setTermRows((rows) => rows.filter((_, position) => position !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Notes and Validity">
        <div className="grid gap-4 md:grid-cols-3">
          <TextAreaField
            label="Notes"
            value={notes}
            maxLength={5000}
            onChange={(event) => setNotes(event.target.value)}
            className="md:col-span-2"
          />
          <TextField
            label="Valid Until"
            type="date"
            required
            value={validUntil}
            error={validUntil ? undefined : errors.validUntil}
            hint={validUntil ? `The offer can be accepted until ${formatDate(validUntil)}.` : undefined}
            onChange={(event) => {
              setValidUntil(event.target.value);
              // The last submit's refusal ("Valid until must be today or later.") is stale once the date changes.
              setSubmitError(null);
            }}
          />
        </div>
      </Section>

      <Section title="Summary">
        <div className="space-y-3 text-sm">
          <dl className="flex justify-between gap-4">
            <dt className="text-ink-muted">Subtotal</dt>
            <dd className="font-semibold text-ink" data-testid="offer-subtotal">
              {formatCents(base.subtotalCents)}
            </dd>
          </dl>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${ids}-fee-percentage`}
              label="Platform fee (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              value={feePercentage}
              error={errors.platformFeePercentage}
              onChange={(event) => onPercentageChange(event.target.value)}
            />
            <TextField
              id={`${ids}-fee-amount`}
              label="Platform fee amount (€)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={feeAmountInput ?? centsToEuroInput(feeCents)}
              onChange={(event) => onFeeAmountChange(event.target.value)}
              onBlur={() => {
                if (feeAmountInput !== null && !keepsTypedFee) setFeeAmountInput(null);
              }}
            />
          </div>
          <dl className="flex justify-between gap-4 border-t border-line pt-3 text-base">
            <dt className="font-semibold text-ink">Total with fee</dt>
            <dd className="text-xl font-bold text-ink" data-testid="offer-total">
              {formatCents(totalCents)}
            </dd>
          </dl>
          <p className="text-right text-sm text-ink-muted">VAT not included</p>
        </div>
      </Section>

      <div ref={submitErrorRef}>
        <ErrorAlert>{submitError}</ErrorAlert>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="secondary" disabled={isPending}>
          {isEditing ? 'Update' : 'Save as Draft'}
        </Button>
        {canSend && (
          <Button onClick={() => submit(true)} disabled={isPending}>
            Send Offer
          </Button>
        )}
      </div>
    </form>
  );
}

/** The end of a priced line: its total and the button that removes it. */
function LineFooter({ total, testId, removeLabel, onRemove }: { total: string; testId: string; removeLabel: string; onRemove: () => void }) {
  return (
    <div className="flex items-end justify-between gap-3">
      <p className="text-sm">
        <span className="block text-ink-muted">Line total</span>
        <span className="font-semibold text-ink" data-testid={testId}>
          {total}
        </span>
      </p>
      <Button variant="ghost" size="sm" aria-label={removeLabel} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
