export { DesignSystemProvider, type DesignSystemProviderProps } from './DesignSystemProvider';
