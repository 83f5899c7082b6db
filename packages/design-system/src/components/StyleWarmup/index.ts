export { StyleWarmup, type StyleWarmupProps } from './StyleWarmup';
