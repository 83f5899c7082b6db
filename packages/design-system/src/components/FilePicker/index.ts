export { FilePicker, type FilePickerProps } from './FilePicker';
export { describeFileTypes, fileProblem, type FileRules } from './file-rules';
