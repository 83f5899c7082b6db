export { InfoDialog, type InfoDialogProps, type InfoDialogType } from './InfoDialog';
