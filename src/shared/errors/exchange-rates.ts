/** Display currencies and their exchange rates (issue #40, decision 226): ours. */
export const EXCHANGE_RATE_MESSAGES = {
  loadFailed: 'The exchange rates could not be loaded.',
  saveFailed: 'The exchange rate could not be saved.',
  currencyInvalid: 'Please enter the currency as its three-letter code, for example NGN.',
  currencyIsEuro: 'Prices are in euros already: a rate for EUR is not needed.',
  rateInvalid: 'Please enter how many units of the currency one euro buys, a number above 0 with at most 6 decimals.',
  rateDateInvalid: 'Please enter the date of the rate.',
  rateDateInFuture: 'The date of a rate cannot be in the future.',
  publishedByEcb: (currency: string) => `The European Central Bank publishes ${currency} every working day; its rate is used.`,
  loadingRates: 'Loading the currencies…',
  noRates: 'No exchange rates yet: the ECB feed has not brought any, and none has been added.',
  /** The feed is off (EXCHANGE_RATES_FEED_URL=off): the ECB rates it stored last, if any, stay in use. */
  feedOff: (rateDate: string | null) =>
    rateDate === null ? 'The ECB feed is switched off: only the rates added here are used.' : `The ECB feed is switched off: its rates of ${rateDate} stay in use.`,
  feedNotRun: 'The ECB feed has not fetched any rates yet.',
  /** The feed's line: the day of its newest rates, and when it fetched them ("28 Nov 2026, 16:05"). */
  feedRates: (rateDate: string, fetchedAt: string | null) => `ECB reference rates of ${rateDate}${fetchedAt === null ? '' : `, fetched ${fetchedAt}`}`,
  rateAdded: (currency: string) => `Rate for ${currency} added`,
} as const;
