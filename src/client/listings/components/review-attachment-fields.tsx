// The review form's picture fields: add, replace or remove the one picture (the picker uploads it through
// the uploads service) and describe it. Loaded on demand with the form: the picker is heavy.
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { fieldHint, fieldLabel, textField } from '../../ui/form-field.ts';
import { ImagePicker } from '../../uploads/image-picker.tsx';
import { ATTACHMENT_ALT_MAX_LENGTH } from '../../../shared/uploads/limits.ts';
import { useT } from '../../i18n/i18n.tsx';

export interface ReviewAttachmentFieldsProps {
  /** The saved picture's thumbnail, or null. */
  savedThumb: string | null;
  /** undefined: the saved picture stays; null: removed; an id: the newly uploaded one. */
  attachmentId: string | null | undefined;
  onAttachmentId: (id: string | null) => void;
  alt: string;
  onAlt: (alt: string) => void;
  onBusyChange: (busy: boolean) => void;
}

export function ReviewAttachmentFields({
  savedThumb,
  attachmentId,
  onAttachmentId,
  alt,
  onAlt,
  onBusyChange,
}: ReviewAttachmentFieldsProps) {
  const t = useT();
  const altId = useId();
  const [pickerKey, setPickerKey] = useState(0);
  const hasPicture = attachmentId === undefined ? savedThumb !== null : attachmentId !== null;
  return (
    <>
      <div>
        <ImagePicker
          key={pickerKey}
          purpose="attachment"
          label={t('listings.pictureOptional')}
          currentUrl={attachmentId === null ? null : savedThumb}
          onUploaded={(image) => onAttachmentId(image.imageId)}
          onCleared={() => onAttachmentId(null)}
          onBusyChange={onBusyChange}
        />
        {attachmentId === undefined && savedThumb !== null ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onAttachmentId(null);
              setPickerKey((key) => key + 1);
            }}
          >
            {t('listings.removePicture')}
          </Button>
        ) : null}
      </div>
      {hasPicture ? (
        <div>
          <label htmlFor={altId} className={fieldLabel}>
            {t('listings.describePicture')} <span className={fieldHint}>{t('listings.describePictureHint')}</span>
          </label>
          <input
            id={altId}
            className={textField}
            type="text"
            value={alt}
            maxLength={ATTACHMENT_ALT_MAX_LENGTH}
            onChange={(event) => onAlt(event.target.value)}
          />
        </div>
      ) : null}
    </>
  );
}
