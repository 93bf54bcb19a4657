// Posts a file straight to storage with a presigned POST (the e-file upload: a Lambda body is limited to 6 MB, a
// filing may be 25 MB), reporting progress. XMLHttpRequest, since fetch reports no upload progress.
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export function postToBucket(target: PresignedPost, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(`The upload failed (${xhr.status}).`)));
    xhr.onerror = () => reject(new Error('The upload failed. Please check your connection and try again.'));
    xhr.send(form);
  });
}
