import * as React from 'react';
import Button from '@mui/material/Button';

interface Reading {
  celsius: number;
}

const readings: Reading[] = [];

/** Deliberately broken: showing the latest reading fails, because there is none. */
export default function ThrowingDemo() {
  const [showLatest, setShowLatest] = React.useState(false);
  if (showLatest) {
    const latest = readings[0];
    if (latest === undefined) {
      throw new Error('No reading to show: the readings list is empty.');
    }
    return <p>{latest.celsius} °C</p>;
  }
  return (
    <Button variant="outlined" onClick={() => setShowLatest(true)}>
      Show the latest reading
    </Button>
  );
}
