import * as React from 'react';
import styles from './BasicButtons.module.css';

export default function BasicButtons() {
  return (
    <div className={styles.row}>
      <button type="button" className={`${styles.button} ${styles.text}`}>
        Text
      </button>
      <button type="button" className={`${styles.button} ${styles.contained}`}>
        Contained
      </button>
      <button type="button" className={`${styles.button} ${styles.outlined}`}>
        Outlined
      </button>
    </div>
  );
}
