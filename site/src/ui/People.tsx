import type { Ambassador, ShowcaseMember } from '../data/types.ts';
import { Avatar } from './Avatar.tsx';

export function AmbassadorsGrid({ ambassadors }: { ambassadors: Ambassador[] }) {
  return (
    <ul className="ambassadors-grid">
      {ambassadors.map((ambassador) => (
        <li key={ambassador.id} className="ambassador">
          <Avatar name={ambassador.name} src={ambassador.photo_url} size={112} decorative />
          <p className="ambassador__name">
            {ambassador.linkedin_url ? (
              <a href={ambassador.linkedin_url} target="_blank" rel="noopener noreferrer">
                {ambassador.name}
                <span className="visually-hidden"> no LinkedIn (abre em nova aba)</span>
              </a>
            ) : (
              ambassador.name
            )}
          </p>
          <p className="ambassador__company">{ambassador.company}</p>
          <p className="ambassador__specialties">{ambassador.specialties}</p>
        </li>
      ))}
    </ul>
  );
}

/** Members' showcase: name and picture only. */
export function MemberAvatars({ members }: { members: ShowcaseMember[] }) {
  return (
    <ul className="member-avatars">
      {members.map((member, index) => (
        <li key={`${member.full_name}-${index}`} className="member-avatars__item">
          <Avatar name={member.full_name} src={member.avatar_url} size={64} decorative />
          <span className="member-avatars__name">{member.full_name}</span>
        </li>
      ))}
    </ul>
  );
}
