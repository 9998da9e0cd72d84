import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The header's search box: submitting goes to /search?keyword=…. */
export function HeaderSearch() {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const kw = keyword.trim();
    navigate(kw ? `/search?keyword=${encodeURIComponent(kw)}` : '/search');
  };

  return (
    <form className="header-search" role="search" onSubmit={submit}>
      <input
        type="search"
        name="keyword"
        placeholder="Search..."
        aria-label="Search the site"
        autoComplete="off"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit" className="icon-button" aria-label="Search">
        <Search aria-hidden="true" size={18} />
      </button>
    </form>
  );
}
