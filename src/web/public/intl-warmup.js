// Started by boot.js with the page's language as its name: builds one Intl number format and one date
// format, which loads ICU's data for that language into the browser's process, where the page's own
// first formats find it (docs/decisions/248-intl-data-loaded-by-a-worker.md). Then it ends.
new Intl.NumberFormat(self.name).format(1);
new Intl.DateTimeFormat(self.name).format(0);
close();
