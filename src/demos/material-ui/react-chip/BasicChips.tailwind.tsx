import * as React from 'react';

const chip = 'inline-flex h-8 items-center rounded-full px-3 text-sm';

export default function BasicChips() {
  return (
    <div className="flex gap-2">
      <span className={`${chip} bg-gray-200 text-gray-900`}>Filled</span>
      <span className={`${chip} border border-gray-300 text-gray-900`}>Outlined</span>
      <span className={`${chip} bg-blue-600 text-white`}>Primary</span>
    </div>
  );
}
