/**
 * The public screens built around a lead form, in their own chunk: the forms, their validation
 * and phone numbers load when one of these pages (or a form's dialog) is opened.
 */
export { ContactScreen } from './contact';
export { ProgramGuideScreen } from './program-guide';
export { ShareYourStoryScreen } from './share-your-story';
export { SubscribeScreen } from './subscribe';
