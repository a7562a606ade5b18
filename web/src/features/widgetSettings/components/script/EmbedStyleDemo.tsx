import type { EmbedStyle } from './embedSnippets';
import classes from './EmbedStyleDemo.module.css';

/** A small animated sketch of where the chat appears on the site. */
export function EmbedStyleDemo({ style }: { style: EmbedStyle }) {
  return (
    <div className={classes.page} aria-hidden>
      <div className={classes.line} />
      <div className={classes.line} style={{ width: '40%' }} />
      {style === 'modal' && <div className={classes.backdrop} />}
      {(style === 'popup' || style === 'full-html') && (
        <>
          <div className={`${classes.chat} ${classes.popup}`} style={{ bottom: 34 }} />
          <div className={`${classes.chat} ${classes.bubble}`} />
        </>
      )}
      {style === 'chatbox' && <div className={`${classes.chat} ${classes.chatbox}`} />}
      {style === 'iframe' && <div className={`${classes.chat} ${classes.iframe}`} />}
      {style === 'modal' && <div className={`${classes.chat} ${classes.modal}`} />}
    </div>
  );
}
