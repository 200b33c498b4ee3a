import type { Project } from '@tac/contracts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@tac/ui/table';
import { useState } from 'react';
import { DetailPane } from '../common/DetailPane.tsx';
import { useProjectPanes } from './api/get-project-tasks-and-devices.ts';
import { paneSearch } from './rules.ts';

/**
 * The task-code and device panes of the selected project (spec 001 §2.1), each with its own search
 * (sent 1 s after the last keystroke, both in one call).
 */
export function ProjectPanes({
  project,
  loadingList,
}: {
  project: Project | undefined;
  loadingList: boolean;
}) {
  const [taskText, setTaskText] = useState('');
  const [deviceText, setDeviceText] = useState('');
  const taskSearch = useDebouncedValue(taskText, SEARCH_DEBOUNCE_MS);
  const deviceSearch = useDebouncedValue(deviceText, SEARCH_DEBOUNCE_MS);
  const search = paneSearch(taskSearch, deviceSearch);
  // A failure is toasted by the cache; the panes are then empty.
  const panes = useProjectPanes(project, search);
  const data = panes.data ?? { task: [], device: [] };
  const loading = panes.isFetching || (loadingList && !project);
  const placeholder = project || loadingList ? undefined : 'Select a project';
  return (
    <>
      <DetailPane
        title="Task Codes"
        items={data.task.map((t) => ({ key: t.taskNumber, label: `${t.taskNumber} - ${t.taskName}` }))}
        loading={loading}
        search={{ value: taskText, onChange: setTaskText }}
        placeholder={placeholder}
      />
      <DetailPane
        title="Devices"
        items={data.device.map((d) => ({ key: d.deviceID, label: d.deviceEmpID }))}
        loading={loading}
        search={{ value: deviceText, onChange: setDeviceText }}
        placeholder={placeholder}
      />
    </>
  );
}
