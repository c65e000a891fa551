/**
 * A stand-in for the back office's UploadField, whose own tests (upload-field.test.tsx) cover
 * the upload itself: a button named like the field that hands over a stored file. Use it with
 * `vi.mock('@/features/admin/uploads/upload-field', () => import('../helpers/upload-field-mock'))`.
 */
export const UPLOADED = { id: '6f1c9d3e-1f0a-4b5c-9d2e-7a8b9c0d1e2f', original_name: 'release.zip' };

export function UploadField({ label, onUploaded }: { label: string; onUploaded: (upload: object) => void }) {
  return (
    <button type="button" onClick={() => onUploaded(UPLOADED)}>
      {label}
    </button>
  );
}
