export { MemberList } from './MemberList.tsx';
export { MemberShow } from './MemberShow.tsx';
