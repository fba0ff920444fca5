import * as React from 'react';

const base = 'rounded-md px-4 py-1.5 text-sm font-medium transition-colors';

export default function BasicButtons() {
  return (
    <div className="flex gap-4">
      <button type="button" className={`${base} text-blue-600 hover:bg-blue-50`}>
        Text
      </button>
      <button type="button" className={`${base} bg-blue-600 text-white shadow hover:bg-blue-700`}>
        Contained
      </button>
      <button type="button" className={`${base} border border-blue-600/50 text-blue-600 hover:border-blue-600`}>
        Outlined
      </button>
    </div>
  );
}
