import * as React from 'react';
import styles from './OutlinedCard.module.css';

export default function OutlinedCard() {
  return (
    <div className={styles.card}>
      <p className={styles.overline}>Word of the day</p>
      <p className={styles.word}>benevolent</p>
      <p className={styles.body}>well meaning and kindly.</p>
      <button type="button" className={styles.action}>
        Learn more
      </button>
    </div>
  );
}
