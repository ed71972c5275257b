export { AmbassadorCreate, AmbassadorEdit } from './AmbassadorForm.tsx';
export { AmbassadorList } from './AmbassadorList.tsx';
