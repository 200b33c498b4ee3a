/**
 * @tac/ui icons: the screens' button icons beyond the core kit's arrows, edit and delete (print,
 * download, …). Its own subpath: only the screens with those buttons download them.
 */
export { ClipboardIcon, DownloadIcon, IssuesIcon, PrintIcon } from './icons/screen-icons.tsx';
