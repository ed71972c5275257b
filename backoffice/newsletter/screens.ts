export { NewsletterList } from './NewsletterList.tsx';
