import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { ContentToolbar } from './ContentToolbar.tsx';

/** The rich-text editor of posts, with image upload in its toolbar (loaded only when picked). */
export default function RichContentInput(props: RichTextInputProps) {
  return <RichTextInput {...props} toolbar={<ContentToolbar />} />;
}
