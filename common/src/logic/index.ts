export * from './text/truncate';
export * from './widget/contactValidation';
export * from './widget/colourInput';
export * from './widget/uploadChecks';
export * from './widget/imageDetection';
export * from './widget/uploadCredits';
