import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { UPLOADS_URL_PREFIX, type FileStorage, type StoredFile } from "./storage.server";

type S3StorageOptions = {
  bucket: string;
  /** an S3-compatible endpoint (MinIO, R2, s3rver…); unset means AWS itself */
  endpoint?: string;
  region?: string;
  /** key prefix inside the bucket, so one bucket can hold several sites */
  prefix?: string;
  /** explicit credentials; otherwise the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, …) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * Uploaded files in an S3-compatible object store, so every app process sees every upload.
 * Public URLs stay `/uploads/<key>` (served through any app process, or a CDN in front of it),
 * so stored tour rows do not depend on where the files live.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & { ensureBucket(): Promise<void> } {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    // path-style addressing works with every S3-compatible server, virtual hosts need DNS
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.credentials,
    requestHandler: { requestTimeout: 15_000, connectionTimeout: 5_000 },
  });
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, "")}/` : "";
  const objectKey = (key: string) => {
    if (key.split("/").some((part) => part === ".." || part === "")) {
      throw new Error(`Storage key escapes its root: ${key}`);
    }
    return prefix + key;
  };

  return {
    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
      } catch {
        try {
          await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
        } catch (error) {
          // several processes starting together: another one created it a moment ago
          const name = (error as { name?: string }).name;
          if (name !== "BucketAlreadyExists" && name !== "BucketAlreadyOwnedByYou") throw error;
        }
      }
    },
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return this.urlOf(key);
    },
    async deleteUrl(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      await client.send(
        new DeleteObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(url.slice(UPLOADS_URL_PREFIX.length)),
        }),
      );
    },
    urlOf(key) {
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async read(key): Promise<StoredFile | null> {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!object.Body) return null;
        return {
          data: await object.Body.transformToByteArray(),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === "NoSuchKey" || name === "NotFound") return null;
        throw error;
      }
    },
  };
}
