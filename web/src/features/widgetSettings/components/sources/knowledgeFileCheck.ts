import {
  KNOWLEDGE_FILE_EXTENSIONS,
  KNOWLEDGE_FILE_MAX_MB,
  checkUploadSize,
  fileExtension,
} from '@vg/common';

export const KNOWLEDGE_FILE_ACCEPT = KNOWLEDGE_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const KNOWLEDGE_FILE_HINT = `PDF, DOCX, TXT, Markdown, CSV or HTML, up to ${KNOWLEDGE_FILE_MAX_MB} MB`;

/** The same checks the server makes, before a large file is sent: its kind and size. */
export function checkKnowledgeFile(file: File): string | null {
  const extension = fileExtension(file.name) as (typeof KNOWLEDGE_FILE_EXTENSIONS)[number];
  if (!KNOWLEDGE_FILE_EXTENSIONS.includes(extension)) {
    return 'This kind of file cannot be read: add a PDF, DOCX, TXT, Markdown, CSV or HTML file.';
  }
  return checkUploadSize(file.size, KNOWLEDGE_FILE_MAX_MB);
}
