import { z } from 'zod';

/** What an upload answers and what the widget keeps of an uploaded file. */
export const uploadResultSchema = z.looseObject({
  url: z.string(),
  path: z.string().optional(),
  id: z.string().optional(),
  dbFilePath: z.string().optional(),
  filename: z.string().optional(),
  sizeKB: z.number().nonnegative().optional(),
  name: z.string().optional(),
  bucket: z.string().optional(),
  serverFilename: z.string().optional(),
  sizeMbs: z.number().nonnegative().optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** A file as the multi-file upload reports it to the agent (vg_filesupload_response.files). */
export const uploadedFileSchema = z.object({
  url: z.string(),
  name: z.string(),
  sizeMegabytes: z.number().nonnegative(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
