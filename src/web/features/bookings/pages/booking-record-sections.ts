/**
 * The sections under a booking's details, in one piece of code loaded once the booking is drawn
 * (decision 251): one request rather than three (decision 246).
 */
export { GoodsReceivedSection } from '@web/features/receipts/components/goods-received-section';
export { GoodsOutSection } from '@web/features/releases/components/goods-out-section';
export { BookingInvoicesSection } from '@web/features/invoices/components/booking-invoices-section';
