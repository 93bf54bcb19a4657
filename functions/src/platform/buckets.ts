// Physical bucket names come from the environment (set by CDK in the cloud and by the local stack).
export const buckets = {
  get images() {
    return env('BUCKET_IMAGES');
  },
  get uploads() {
    return env('BUCKET_UPLOADS');
  },
};

export const bucketRoles = ['images', 'uploads'] as const;

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
