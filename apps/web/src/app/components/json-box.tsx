// The "Generated JSON" box: copy and download (form-config.json); the JSON itself behind a "JSON" toggle.
import { useToast } from '@forms-engine/ui';
import { Braces, Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { copyText, downloadFile } from '../lib/clipboard.ts';

export function useJsonActions() {
  const { toast } = useToast();
  return {
    copy: async (data: unknown) => {
      try {
        await copyText(JSON.stringify(data, null, 2));
        toast({ title: 'JSON copied', description: 'Form configuration copied to clipboard' });
      } catch {
        toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
      }
    },
    download: (data: unknown) => {
      downloadFile('form-config.json', JSON.stringify(data, null, 2));
      toast({ title: 'JSON downloaded', description: 'Form configuration downloaded as JSON file' });
    },
  };
}

export function JsonBox({ data }: { data: unknown }) {
  const { copy, download } = useJsonActions();
  // The form shows in the preview and the outline; the raw JSON is there for those who want it.
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 bg-slate-900 text-slate-100">
      <div
        className={`flex items-center justify-between px-3 py-1.5 ${open ? 'border-b border-slate-700/70' : ''}`}
      >
        <span className="text-xs font-medium text-slate-300">Generated JSON</span>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={bodyId}
            className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs text-slate-300 hover:bg-slate-700 hover:text-white focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none"
          >
            <Braces className="h-3.5 w-3.5" /> JSON
          </button>
          <button
            type="button"
            onClick={() => copy(data)}
            className="rounded p-1 text-slate-300 hover:bg-slate-700 hover:text-white focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none"
            aria-label="Copy JSON"
            title="Copy JSON"
          >
            <Copy className="h-3.5 w-3.5" />
          </button>
          <button
            type="button"
            onClick={() => download(data)}
            className="rounded p-1 text-slate-300 hover:bg-slate-700 hover:text-white focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none"
            aria-label="Download JSON"
            title="Download JSON"
          >
            <Download className="h-3.5 w-3.5" />
          </button>
        </div>
      </div>
      {open && (
        <pre
          id={bodyId}
          className="max-h-48 overflow-auto p-3 text-[11px] leading-relaxed"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the JSON scrolls, so keyboard users must reach it
          tabIndex={0}
        >
          {JSON.stringify(data, null, 2)}
        </pre>
      )}
    </div>
  );
}
