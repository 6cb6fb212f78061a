import type { PublicUploadWire } from '@topoforge/contract';
import { TEACHER_IMAGES_MAX, publicUploadSchema, storageRoutes } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import type { UploadFile } from 'antd/es/upload';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postBody } from '../../../api/client';

/** 002 §5: the certificate formats; the server checks the bytes too. */
export const CERTIFICATE_ACCEPT = '.jpg,.jpeg,.png,.bmp,.tif,.tiff';
const isCertificateName = (name: string): boolean => /\.(jpe?g|png|bmp|tiff?)$/i.test(name);

/** The value sent (002 §3 teacherQualificationImg): the uploaded images' URLs joined by '|'. */
export const certificateValue = (files: readonly UploadFile<PublicUploadWire>[]): string =>
  files
    .map((f) => f.response?.url)
    .filter((url): url is string => url !== undefined)
    .join('|');

/**
 * Teacher-certificate images (002 §5): up to 9, jpg/jpeg/png/bmp/tif/tiff, each uploaded as it is chosen
 * (commonUpload/uploadFilePublicGetUrl); the form field holds their URLs joined by '|'.
 */
export function CertificateUpload(props: { readonly onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [files, setFiles] = useState<UploadFile<PublicUploadWire>[]>([]);
  return (
    <div data-testid="certificate-upload">
      <Upload<PublicUploadWire>
        listType="picture-card"
        multiple
        accept={CERTIFICATE_ACCEPT}
        fileList={files}
        beforeUpload={(file, chosen) => {
          if (!isCertificateName(file.name)) {
            message.warning(t('accounts.certificateFormat'));
            return Upload.LIST_IGNORE;
          }
          if (files.length + chosen.indexOf(file) >= TEACHER_IMAGES_MAX) {
            message.warning(t('accounts.certificateTooMany', { max: TEACHER_IMAGES_MAX }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const form = new FormData();
          form.append('file', file as Blob);
          postBody(storageRoutes.uploadPublic.path, form, publicUploadSchema)
            .then((answer) => onSuccess?.(answer))
            .catch((error: Error) => onError?.(error));
        }}
        onChange={({ fileList }) => {
          const kept = fileList.filter((f) => f.status !== 'error');
          setFiles(kept);
          props.onChange?.(certificateValue(kept));
        }}
      >
        {files.length < TEACHER_IMAGES_MAX && <span>{t('accounts.certificateUpload')}</span>}
      </Upload>
    </div>
  );
}
