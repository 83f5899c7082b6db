import { useState } from 'react';
import { Button, Select, Tabs, TextField } from '@seller/design-system';
import { discussionCopy as copy } from '../copy';
import { DiscussionList, type DiscussionListProps } from '../components/DiscussionList';
import {
  Columns,
  Heading,
  Intro,
  Page,
  Sticky,
  TabContent,
  Toolbar,
} from '../components/DiscussionPage.styles';
import {
  QuestionThread,
  type QuestionThreadProps,
  type QuestionThreadView,
} from '../components/QuestionThread';
import { ReportDialog, type ReportDialogProps } from '../components/ReportDialog';
import {
  DISCUSSION_SEARCH_MAX_LENGTH,
  discussionTabs,
  type DiscussionQuery,
  type DiscussionTab,
} from '../urls';

export interface DiscussionPageProps extends Pick<
  DiscussionListProps,
  'list' | 'hasNextPage' | 'readIds' | 'answeredIds' | 'errorMessage' | 'onLoadMore' | 'onRetry'
> {
  /** The list state from the URL. */
  query: DiscussionQuery;
  /** Each tab's badge; null while the brand's first counts are on their way. */
  tabCounts: Record<DiscussionTab, number | null>;
  listStatus: DiscussionListProps['status'];
  /** The question `selectedDiscussion` names, or null when none is open. */
  thread: QuestionThreadView | null;
  /** The report dialog; `key` names its target, so each target starts with a fresh choice. */
  report: Pick<ReportDialogProps, 'open' | 'subject' | 'state' | 'reasons'> & { key: string };
  /** A change of the URL state: a tab, a search, the sort, or the open question. */
  onQueryChange: (change: Partial<DiscussionQuery>) => void;
  onThreadRetry: () => void;
  onDraftChange: () => void;
  onReply: (body: string) => void;
  onReport: QuestionThreadProps['onReport'];
  onReportSubmit: ReportDialogProps['onSubmit'];
  onReportCancel: () => void;
}

/** The product questions: status tabs, search and sort, the list, and the open question. */
export function DiscussionPage(props: DiscussionPageProps) {
  const { query, thread, report, onQueryChange } = props;
  const [searchText, setSearchText] = useState(query.q);
  const selectedId = query.selectedDiscussion;

  return (
    <Page>
      <div>
        <Heading>{copy.title}</Heading>
        <Intro>{copy.intro}</Intro>
      </div>
      <Tabs
        label={copy.tabsLabel}
        value={query.tab}
        onValueChange={(tab) => onQueryChange({ tab: tab as DiscussionTab })}
        items={discussionTabs.map((tab) => ({
          value: tab,
          label: copy.tabs[tab],
          count: props.tabCounts[tab],
        }))}
      >
        {/* The tab panel holds what the tab selects: the search, the list and the open question. */}
        <TabContent>
          <Toolbar
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              onQueryChange({ q: searchText.trim(), selectedDiscussion: null });
            }}
          >
            <TextField
              label={copy.searchLabel}
              type="search"
              value={searchText}
              maxLength={DISCUSSION_SEARCH_MAX_LENGTH}
              placeholder={copy.searchPlaceholder}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Button type="submit" variant="secondary" leadingIcon="search">
              {copy.searchButton}
            </Button>
            <Select
              label={copy.sortLabel}
              value={query.sort}
              options={[
                { value: 'newest', label: copy.sortNewest },
                { value: 'oldest', label: copy.sortOldest },
              ]}
              onChange={(event) =>
                onQueryChange({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })
              }
            />
          </Toolbar>
          <Columns $thread={selectedId !== null}>
            <div data-pane="list">
              <DiscussionList
                list={props.list}
                status={props.listStatus}
                tab={query.tab}
                q={query.q}
                hasNextPage={props.hasNextPage}
                selectedId={selectedId}
                readIds={props.readIds}
                answeredIds={props.answeredIds}
                errorMessage={props.errorMessage}
                onOpen={(question) => onQueryChange({ selectedDiscussion: question.id })}
                onLoadMore={props.onLoadMore}
                onRetry={props.onRetry}
              />
            </div>
            {thread && selectedId !== null ? (
              <Sticky>
                <QuestionThread
                  key={selectedId}
                  {...thread}
                  replyError={props.errorMessage}
                  onDraftChange={props.onDraftChange}
                  onReply={props.onReply}
                  onReport={props.onReport}
                  onClose={() => onQueryChange({ selectedDiscussion: null })}
                  onRetry={props.onThreadRetry}
                />
              </Sticky>
            ) : null}
          </Columns>
        </TabContent>
      </Tabs>
      <ReportDialog
        key={report.key}
        open={report.open}
        subject={report.subject}
        state={report.state}
        reasons={report.reasons}
        errorMessage={props.errorMessage}
        onSubmit={props.onReportSubmit}
        onCancel={props.onReportCancel}
      />
    </Page>
  );
}
