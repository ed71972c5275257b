export { CampaignList } from './CampaignList.tsx';
export { CampaignCreate, CampaignEdit } from './CampaignForms.tsx';
export { CampaignShow } from './CampaignShow.tsx';
