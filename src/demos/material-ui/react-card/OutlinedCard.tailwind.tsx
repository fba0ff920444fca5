import * as React from 'react';

export default function OutlinedCard() {
  return (
    <div className="max-w-xs rounded border border-gray-300 p-4">
      <p className="text-xs uppercase tracking-widest text-gray-500">Word of the day</p>
      <p className="text-2xl">benevolent</p>
      <p className="text-sm">well meaning and kindly.</p>
      <button type="button" className="mt-2 rounded px-2 py-1 text-sm font-medium uppercase text-blue-600 hover:bg-blue-50">
        Learn more
      </button>
    </div>
  );
}
