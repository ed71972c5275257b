import { formatLongDateBR } from '../lib/dates.ts';
import { Link } from 'react-router-dom';
import type { PostSummary } from '../data/types.ts';
import { CARD_IMAGE, responsiveImage } from '../lib/responsiveImage.ts';

/** `anchorId` makes the card a link target (the news feed links /news#slug to its item). */
export function PostCard({
  post,
  linkTo,
  anchorId,
}: {
  post: PostSummary;
  linkTo?: string;
  anchorId?: string;
}) {
  const title = linkTo ? (
    <Link to={linkTo} className="card__link">
      {post.title}
    </Link>
  ) : (
    post.title
  );
  return (
    <article className="card post-card" id={anchorId}>
      {post.cover_image_url && (
        <img
          className="post-card__image"
          {...responsiveImage(post.cover_image_url, CARD_IMAGE)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      )}
      <div className="post-card__body">
        {post.published_at && (
          <p className="post-card__date">
            <time dateTime={post.published_at}>{formatLongDateBR(post.published_at)}</time>
          </p>
        )}
        <h3 className="card__title">{title}</h3>
        {post.excerpt && <p className="card__text">{post.excerpt}</p>}
      </div>
    </article>
  );
}
