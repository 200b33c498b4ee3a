import { PROJECT_IMPORT_COLUMNS, PROJECT_IMPORT_OPTIONAL } from '@tac/contracts';
import { StatusPage } from '../common/StatusPage.tsx';
import { useImportProjects } from './api/import-projects.ts';
import { previewProjectImport } from './api/preview-project-import.ts';
import { ProjectsBrowser } from './ProjectsBrowser.tsx';

/** Spec 001 §2.1 "Projects": projects by status, their task codes and devices, details and devices. */
export function ProjectsPage() {
  const commit = useImportProjects();
  const importing = {
    what: 'Projects',
    columns: PROJECT_IMPORT_COLUMNS,
    optional: PROJECT_IMPORT_OPTIONAL,
    preview: previewProjectImport,
    commit: commit.mutateAsync,
  };
  return (
    <StatusPage title="Projects" importing={importing}>
      {(status) => <ProjectsBrowser status={status} />}
    </StatusPage>
  );
}
