export { formatMoney, type FormatMoneyOptions } from './money';
export { formatCount, COUNT_CAP } from './count';
export { isIsoDate, maskIsoDate } from './iso-date';
export { formatFileSize } from './file-size';
export { formatNumber } from './number';
