export { Stat, type StatProps, type StatTrend, type TrendDirection } from './Stat';
