import {
  AlignmentButtons,
  ClearButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { ContentImageButton } from './ContentImageButton.tsx';

/** react-admin's rich-text toolbar with the image button that uploads instead of asking for a URL. */
export function ContentToolbar() {
  return (
    <RichTextInputToolbar size="small">
      <LevelSelect size="small" />
      <FormatButtons size="small" />
      <AlignmentButtons size="small" />
      <ListButtons size="small" />
      <LinkButtons size="small" />
      <ContentImageButton size="small" />
      <QuoteButtons size="small" />
      <ClearButtons size="small" />
    </RichTextInputToolbar>
  );
}
