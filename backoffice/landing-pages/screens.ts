export { LandingPageCreate, LandingPageEdit } from './LandingPageForm.tsx';
export { LandingPageList } from './LandingPageList.tsx';
