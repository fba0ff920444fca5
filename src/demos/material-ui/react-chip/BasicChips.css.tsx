import * as React from 'react';
import styles from './BasicChips.module.css';

export default function BasicChips() {
  return (
    <div className={styles.row}>
      <span className={`${styles.chip} ${styles.filled}`}>Filled</span>
      <span className={`${styles.chip} ${styles.outlined}`}>Outlined</span>
      <span className={`${styles.chip} ${styles.primary}`}>Primary</span>
    </div>
  );
}
