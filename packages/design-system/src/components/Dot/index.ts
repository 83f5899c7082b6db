export { Dot, type DotProps } from './Dot';
